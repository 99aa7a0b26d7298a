// The REST API's answers to a value of the wrong type, before any rule is checked ({field} is the JSON
// field's name, {values} the allowed values).

export const REST_INPUT_MESSAGES = {
  bodyNotObject: /*i18n*/ "Request body must be a JSON object",
  wholeNumber: /*i18n*/ "{field} must be a whole number",
  tooLarge: /*i18n*/ "{field} is too large",
  trueOrFalse: /*i18n*/ "{field} must be true or false",
  text: /*i18n*/ "{field} must be text",
  oneOf: /*i18n*/ "{field} must be one of: {values}",
  limit: /*i18n*/ "limit must be a whole number of at least 1",
  unknownCategory: /*i18n*/ "Unknown category: {category}",
  wage: /*i18n*/ "Wage must be one of 300-500, 500-700, 700-1000 or 1000+",
  gender: /*i18n*/ "Gender must be male, female or other",
  educationLevel: /*i18n*/ "Education level must be one of: {values}",
  calendarDate: /*i18n*/ "{field} must be a date written YYYY-MM-DD",
} as const;
