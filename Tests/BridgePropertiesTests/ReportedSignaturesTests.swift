import Testing

@testable import BridgeProperties

/// A property that finds the same leak at every settle writes its message once: the monitor
/// keeps a property's finding once per signature (`ReportedSignatures`).
@Suite("A finding made again with a signature already reported is not written again")
struct ReportedSignaturesTests {
  @Test("The first of a signature is written; the same again is nil, its message unmade; a new subject or kind is new")
  func onceEachSignature() {
    var reported = ReportedSignatures()
    var written = 0
    func message(_ text: String) -> String {
      written += 1
      return text
    }
    let property: PropertyID = "coordinators.no-leaked-children"
    let first = reported.violation(property, kind: "child kept", subject: "Checkout", message("first"))
    #expect(first?.message == "first")
    #expect(first?.signature == Signature(kind: "child kept", subject: "Checkout"))
    #expect(first?.property == property)
    #expect(reported.violation(property, kind: "child kept", subject: "Checkout", message("again")) == nil)
    #expect(written == 1)
    #expect(reported.violation(property, kind: "child kept", subject: "Settings", message("other"))?.message == "other")
    #expect(reported.violation(property, kind: "view kept", subject: "Checkout", message("kind"))?.message == "kind")
    #expect(written == 3)
  }
}
