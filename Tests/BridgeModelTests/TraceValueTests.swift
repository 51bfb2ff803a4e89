import BridgeModel
import Testing

/// The trace form of a map region (`MKCoordinateRegion`: `LAT,LON span DLAT,DLON`), which the
/// fuzzer writes on many steps of a map scenario: the usual form is read from its bytes, and
/// every other spelling the general reading accepts reads as it did.
@Suite("Trace values: a map region reads the same by its quick path and its general one")
struct TraceValueTests {
  private func parts(_ text: String) -> [Double]? {
    MKCoordinateRegion(traceText: text).map {
      [$0.center.latitude, $0.center.longitude, $0.span.latitudeDelta, $0.span.longitudeDelta]
    }
  }

  @Test("The usual form: each number in its place")
  func usualForm() {
    #expect(parts("37.33,-122.03 span 0.05,0.2") == [37.33, -122.03, 0.05, 0.2])
    #expect(parts("10,10 span 1,2") == [10, 10, 1, 2])
  }

  @Test("Other spellings the general reading accepts read the same")
  func otherSpellings() {
    #expect(parts("37.33,-122.03  span 0.05,0.2") == [37.33, -122.03, 0.05, 0.2])
    #expect(parts(" 37.33,-122.03 span 0.05,0.2") == [37.33, -122.03, 0.05, 0.2])
    #expect(parts("37.33,-122.03 span 0.05,0.2,") == [37.33, -122.03, 0.05, 0.2])
  }

  @Test("Texts that are not a region read as nil")
  func notRegions() {
    for text in [
      "", "37.33,-122.03", "37.33,-122.03 span", "37.33 span 0.05,0.2", "a,b span 1,2",
      "1,2 span 3,4 extra", "1,2 spam 3,4", "1,2 span 3",
    ] {
      #expect(parts(text) == nil, "\(text)")
    }
  }

  @Test("Every value of the domain reads back from its trace text")
  func domainRoundTrip() {
    for region in MKCoordinateRegion.traceDomain {
      #expect(MKCoordinateRegion(traceText: region.traceText) == region)
    }
  }
}
