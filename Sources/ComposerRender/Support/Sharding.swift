/// Part `index` (1-based) of `count` parts of `items`, split by position in name order, so
/// every machine of a CI matrix takes the same share whatever order it lists them in.
func shard<Item>(_ items: [Item], index: Int, of count: Int, name: (Item) -> String) -> [Item] {
  items.sorted { name($0) < name($1) }.enumerated()
    .filter { $0.offset % count == index - 1 }
    .map(\.element)
}
