# The solving techniques: names and explanations.
