// The runtime's field records, read as the standard library's `_forEachField` reads them: the
// Combine model finds an object's `@Published` property with them, and the coordinator walk
// (BridgeProperties) the stored references of an object.

@_spi(Reflection) import Swift

/// What the runtime's field records say of a stored property (the layout of the standard
/// library's `_FieldReflectionMetadata`, which `_forEachField` reads but does not pass on).
package struct FieldRecord {
  package var name: UnsafePointer<CChar>? = nil
  package var freeName: (@convention(c) (UnsafePointer<CChar>?) -> Void)? = nil
  package var isStrong = false
  package var isVar = false
  package init() {}
}

/// The runtime's entry points behind `_forEachField` (exported by the Swift runtime since 5.2;
/// the standard library declares them so, in ReflectionMirror.swift).
@_silgen_name("swift_getMetadataKind")
package func rawMetadataKind(_ type: Any.Type) -> UInt

/// What kind of type `type` is (a class, a struct, an optional…).
package func metadataKind(of type: Any.Type) -> _MetadataKind {
  _MetadataKind(rawValue: rawMetadataKind(type)) ?? .unknown
}

/// An optional type, seen without its wrapped type.
package protocol OptionalType {
  static var wrappedType: Any.Type { get }
}

extension Optional: OptionalType {
  package static var wrappedType: Any.Type { Wrapped.self }
}

@_silgen_name("swift_reflectionMirror_recursiveCount")
package func recursiveChildCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
package func childMetadata(_ type: Any.Type, index: Int, record: UnsafeMutablePointer<FieldRecord>) -> Any.Type

@_silgen_name("swift_reflectionMirror_recursiveChildOffset")
package func childOffset(_ type: Any.Type, index: Int) -> Int
