// course: types, queries and mutations (being written).
