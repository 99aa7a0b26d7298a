/**
 * @generated SignedSource<<dcba79abf8e37b1777484f8d314c88cb>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AllJobsScreenQuery$variables = Record<PropertyKey, never>;
export type AllJobsScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type AllJobsScreenQuery = {
  response: AllJobsScreenQuery$data;
  variables: AllJobsScreenQuery$variables;
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
    "name": "AllJobsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "AllJobsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "80fc5e66f64465e92f8dd2761df8e90c",
    "id": null,
    "metadata": {},
    "name": "AllJobsScreenQuery",
    "operationKind": "query",
    "text": "query AllJobsScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "8fd3fb5ea1c10473d3795d9a207b02a6";

export default node;
