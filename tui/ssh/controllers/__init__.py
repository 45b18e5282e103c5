"""Connect a player's table screen to a served table actor (no Textual).

Never imports a widget or a screen.
"""
