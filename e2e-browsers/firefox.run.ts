import { describe } from 'node:test';
import { defineChecks } from './checks';
import { defineDevanagariChecks } from './devanagari';
import { defineEditionChecks } from './editions';
import { launchFirefox } from './engines/firefox';

describe('Firefox ESR', () => defineChecks(launchFirefox));
describe('Firefox ESR: Devanagari', () => defineDevanagariChecks(launchFirefox));
describe('Firefox ESR: every edition', () => defineEditionChecks(launchFirefox));
