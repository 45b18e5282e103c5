"""The card language: what card data says, read and resolved over the rules.

``abilities`` (abilities triggered and resolved), ``conditions`` (an ability's
conditions), ``selectors`` (targets and amounts), ``verbs/`` (one module per thing the
verbs act on), ``hooks`` (the registry of typed card hooks, for what data cannot say) and
``text`` (card text rendered from ability data).
"""
