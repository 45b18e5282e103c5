"""Campaign content: the facts and setup steps that campaign trackers and campaign mode share."""
