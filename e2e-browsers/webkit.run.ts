import { describe } from 'node:test';
import { defineChecks } from './checks';
import { defineDevanagariChecks } from './devanagari';
import { defineEditionChecks } from './editions';
import { launchWebKit } from './engines/webkit';

describe('WebKitGTK', () => defineChecks(launchWebKit));
describe('WebKitGTK: Devanagari', () => defineDevanagariChecks(launchWebKit));
describe('WebKitGTK: every edition', () => defineEditionChecks(launchWebKit));
