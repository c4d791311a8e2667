"""The checks of the offline judge: each returns spans with offsets into the sentence."""
