"""Game-driving logic kept out of screens: screens render views and post commands up."""
