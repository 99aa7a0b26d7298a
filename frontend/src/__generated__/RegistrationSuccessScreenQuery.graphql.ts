/**
 * @generated SignedSource<<3d1f82812769b00d1af8a0499bd80723>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type RegistrationSuccessScreenQuery$variables = Record<PropertyKey, never>;
export type RegistrationSuccessScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type RegistrationSuccessScreenQuery = {
  response: RegistrationSuccessScreenQuery$data;
  variables: RegistrationSuccessScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegistrationSuccessScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "RegistrationSuccessScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "6751eda84c4a9dac8de20427d3db7075",
    "id": null,
    "metadata": {},
    "name": "RegistrationSuccessScreenQuery",
    "operationKind": "query",
    "text": "query RegistrationSuccessScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7730e380abfb3fd7d0dd8731c694e17c";

export default node;
