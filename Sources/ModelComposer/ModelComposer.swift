// On Apple platforms `ModelComposer` is the SwiftUI view; here, without SwiftUI, it is only the
// namespace its nested types (Model, Mode, Usage, Message, Session, …) live in. Those types are
// declared in extensions, so the same files compile on both.
#if !canImport(SwiftUI)
  public enum ModelComposer {}
#endif
