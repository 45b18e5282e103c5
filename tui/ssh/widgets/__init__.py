"""Widgets of the served lobby (open tables, finished games); never import a screen."""
