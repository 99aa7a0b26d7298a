/**
 * @generated SignedSource<<b94240eef4c48cff1fe18e967c7a79ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type JobsScreenQuery$variables = Record<PropertyKey, never>;
export type JobsScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type JobsScreenQuery = {
  response: JobsScreenQuery$data;
  variables: JobsScreenQuery$variables;
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
    "name": "JobsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "JobsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "9ffc1df0d438722374514bd1080df4b9",
    "id": null,
    "metadata": {},
    "name": "JobsScreenQuery",
    "operationKind": "query",
    "text": "query JobsScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "7b6c1d4fac1845f11b5f58eb6d87a2c8";

export default node;
