// skill: types, queries and mutations (being written).
