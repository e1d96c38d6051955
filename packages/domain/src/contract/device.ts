import {
  activationAnswer,
  addActivePayload,
  checkActivationAnswer,
  checkActivationPayload,
  packageListAnswer,
} from '../consent/device-activation.ts';
import { emptyPayload } from '../security/payloads.ts';
import { defineContract } from './contract.ts';

const tags = ['device'];

/** The devices a borrower activated the app on (spec §7, /user/device). */
export const deviceContracts = {
  addActive: defineContract({
    method: 'POST',
    path: '/user/device/addActive',
    summary:
      'Record that the borrower activated this app on a device (device id, platform, versions, afid — ' +
      'the afid header when not in the payload); repeating it refreshes the details',
    tags,
    auth: true,
    payload: addActivePayload,
    answer: activationAnswer,
    errors: [],
  }),
  checkActivation: defineContract({
    // The spec lists it without POST; the service answered only POST before (decision 026).
    method: 'GET',
    alsoPost: true,
    path: '/user/device/check-activation',
    summary: 'Whether the borrower has activated this app on the device with this id',
    tags,
    auth: true,
    payload: checkActivationPayload,
    answer: checkActivationAnswer,
    errors: [],
  }),
  packageList: defineContract({
    method: 'GET',
    path: '/user/device/packageList',
    summary: 'Package names (other lenders’ apps) the device collector should report when installed',
    tags,
    auth: true,
    payload: emptyPayload,
    answer: packageListAnswer,
    errors: [],
  }),
};
