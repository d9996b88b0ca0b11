import { describe } from 'node:test';
import { defineChecks } from './checks';
import { launchWebKit } from './engines/webkit';

describe('WebKitGTK', () => defineChecks(launchWebKit));
