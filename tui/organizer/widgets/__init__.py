"""Organizer widgets (big digits, meters, tables for a projector); never import a screen."""
