# The window: menus, panels, the status line and the questions it asks.

menu-view = View
theme-system = Theme: follow the system
theme-light = Theme: light
theme-dark = Theme: dark
language-system = Language: follow the system
