# 窗口：菜单、面板、状态栏和提问。

menu-view = 视图
theme-system = 主题：跟随系统
theme-light = 主题：浅色
theme-dark = 主题：深色
language-system = 语言：跟随系统
