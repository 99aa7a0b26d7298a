// mobile-verification: types, queries and mutations (being written).
