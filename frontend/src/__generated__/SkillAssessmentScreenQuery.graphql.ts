/**
 * @generated SignedSource<<95671313a40b5093da67d702ea30101f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SkillAssessmentScreenQuery$variables = Record<PropertyKey, never>;
export type SkillAssessmentScreenQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type SkillAssessmentScreenQuery = {
  response: SkillAssessmentScreenQuery$data;
  variables: SkillAssessmentScreenQuery$variables;
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
    "name": "SkillAssessmentScreenQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "SkillAssessmentScreenQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "f19f831af591d4384839a22156589be9",
    "id": null,
    "metadata": {},
    "name": "SkillAssessmentScreenQuery",
    "operationKind": "query",
    "text": "query SkillAssessmentScreenQuery {\n  viewer {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "50c0ce1731b14efc4607d09bd7cedf9f";

export default node;
