/// Xcode's previews, as a file from an app declares them: accepted so that the file compiles,
/// and never run (the model has no canvas; a scenario names the root view it checks).
@MainActor public protocol PreviewProvider {
  associatedtype Previews: View
  @ViewBuilder static var previews: Previews { get }
}
