/**
 * @generated SignedSource<<2989aaba6a795afb396932bf82f13a04>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type BrowseJobsScreenQuery$variables = Record<PropertyKey, never>;
export type BrowseJobsScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type BrowseJobsScreenQuery = {
  response: BrowseJobsScreenQuery$data;
  variables: BrowseJobsScreenQuery$variables;
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
    "name": "BrowseJobsScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "BrowseJobsScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "0bb62ac7a72d8195754846983b91fdc9",
    "id": null,
    "metadata": {},
    "name": "BrowseJobsScreenQuery",
    "operationKind": "query",
    "text": "query BrowseJobsScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "6c82b28710a78ac7004e6d89e8c39a17";

export default node;
