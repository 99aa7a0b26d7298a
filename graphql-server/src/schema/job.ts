// job: types, queries and mutations (being written).
