// directory: types, queries and mutations (being written).
