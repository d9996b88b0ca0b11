import { describe } from 'node:test';
import { defineChecks } from './checks';
import { launchFirefox } from './engines/firefox';

describe('Firefox ESR', () => defineChecks(launchFirefox));
