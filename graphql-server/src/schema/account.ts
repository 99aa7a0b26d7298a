// account: types, queries and mutations (being written).
