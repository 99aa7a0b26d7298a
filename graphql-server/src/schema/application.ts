// application: types, queries and mutations (being written).
