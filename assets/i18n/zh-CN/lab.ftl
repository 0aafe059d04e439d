# The solver lab's search algorithms.
