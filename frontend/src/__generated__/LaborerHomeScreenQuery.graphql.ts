/**
 * @generated SignedSource<<7adb3b325c8ba3f380a485e88fd39909>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type LaborerHomeScreenQuery$variables = Record<PropertyKey, never>;
export type LaborerHomeScreenQuery$data = {
  readonly jobs: {
    readonly totalCount: number;
  };
  readonly viewer: {
    readonly firstName: string | null | undefined;
  } | null | undefined;
};
export type LaborerHomeScreenQuery = {
  response: LaborerHomeScreenQuery$data;
  variables: LaborerHomeScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "firstName",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": [
    {
      "kind": "Literal",
      "name": "first",
      "value": 2
    }
  ],
  "concreteType": "QueryJobsConnection",
  "kind": "LinkedField",
  "name": "jobs",
  "plural": false,
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "totalCount",
      "storageKey": null
    }
  ],
  "storageKey": "jobs(first:2)"
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LaborerHomeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "LaborerHomeScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v1/*:: as any*/)
    ]
  },
  "params": {
    "cacheID": "f7078750acee04e0ae2e955490264349",
    "id": null,
    "metadata": {},
    "name": "LaborerHomeScreenQuery",
    "operationKind": "query",
    "text": "query LaborerHomeScreenQuery {\n  viewer {\n    firstName\n    id\n  }\n  jobs(first: 2) {\n    totalCount\n  }\n}\n"
  }
};
})();

(node as any).hash = "3a356d8c898ad183b0545ba13e936cca";

export default node;
