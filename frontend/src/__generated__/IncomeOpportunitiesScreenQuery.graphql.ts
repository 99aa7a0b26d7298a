/**
 * @generated SignedSource<<19eff8f3e6060303a2bbaf755ec43826>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type IncomeOpportunitiesScreenQuery$variables = Record<PropertyKey, never>;
export type IncomeOpportunitiesScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type IncomeOpportunitiesScreenQuery = {
  response: IncomeOpportunitiesScreenQuery$data;
  variables: IncomeOpportunitiesScreenQuery$variables;
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
    "name": "IncomeOpportunitiesScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IncomeOpportunitiesScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "d6feacc02df89606f15542e0a9641c0f",
    "id": null,
    "metadata": {},
    "name": "IncomeOpportunitiesScreenQuery",
    "operationKind": "query",
    "text": "query IncomeOpportunitiesScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "49f64880cb955f9e17328e274dbd3d6b";

export default node;
