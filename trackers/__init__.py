"""Organizer tools: logic, storage and a typer sub-app each (campaign, envelope, mole, loki)."""
