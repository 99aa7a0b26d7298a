/**
 * @generated SignedSource<<a56683e105b1b327b9ae304218b0716c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SkillTreeScreenQuery$variables = Record<PropertyKey, never>;
export type SkillTreeScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type SkillTreeScreenQuery = {
  response: SkillTreeScreenQuery$data;
  variables: SkillTreeScreenQuery$variables;
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
    "name": "SkillTreeScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SkillTreeScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "b8f7546f95b373d7f2cb04e696258889",
    "id": null,
    "metadata": {},
    "name": "SkillTreeScreenQuery",
    "operationKind": "query",
    "text": "query SkillTreeScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d8e4dd3ca06666e43aa42d08632a2bb5";

export default node;
