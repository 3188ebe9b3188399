// SPTheme: filled in by its issue; see DESIGN.md §2 for its role.
