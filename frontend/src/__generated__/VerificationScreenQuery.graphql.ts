/**
 * @generated SignedSource<<a631185ab9756b1e57e4cdc97834cee5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type VerificationScreenQuery$variables = Record<PropertyKey, never>;
export type VerificationScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type VerificationScreenQuery = {
  response: VerificationScreenQuery$data;
  variables: VerificationScreenQuery$variables;
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
    "name": "VerificationScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "VerificationScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "e752121f9ac789110bbcece090fbd866",
    "id": null,
    "metadata": {},
    "name": "VerificationScreenQuery",
    "operationKind": "query",
    "text": "query VerificationScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "cf0641abb6678707a8d518e5273b8437";

export default node;
