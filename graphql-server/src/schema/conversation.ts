// conversation: types, queries and mutations (being written).
