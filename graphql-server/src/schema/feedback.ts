// feedback: types, queries and mutations (being written).
