// Stand-in for Apple's SwiftUI on Linux (ios/scripts/typecheck-app.sh): declarations only,
// with the shapes (names, labels, generic constraints, isolation) of exactly the APIs the app
// in ios/LudoApp uses, so `swiftc -typecheck` of the app against LudoKit's public interface
// runs here. Nothing in it draws or runs; every body traps. When the app starts using a
// SwiftUI API not declared here, add it with the signature of Apple's documentation.
@_exported import Foundation
import Observation

// MARK: Views and builders

@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

/// A view with no body of its own (every stand-in view).
public protocol _PrimitiveView: View where Body == Never {}
extension _PrimitiveView {
    public var body: Never { fatalError() }
}

public struct EmptyView: _PrimitiveView { public init() {} }
public struct TupleView<T>: _PrimitiveView { public init(_ value: T) {} }
public struct _ConditionalContent<T: View, F: View>: _PrimitiveView {}
extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}
/// What every modifier returns.
public struct _Modified<Content>: _PrimitiveView {}

@resultBuilder
public enum ViewBuilder {
    public static func buildExpression<C: View>(_ content: C) -> C { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<C: View>(_ content: C) -> C { content }
    public static func buildBlock<each C: View>(_ content: repeat each C) -> TupleView<(repeat each C)> {
        TupleView((repeat each content))
    }
    public static func buildIf<C: View>(_ content: C?) -> C? { content }
    public static func buildEither<T: View, F: View>(first: T) -> _ConditionalContent<T, F> { fatalError() }
    public static func buildEither<T: View, F: View>(second: F) -> _ConditionalContent<T, F> { fatalError() }
}

// MARK: Scenes and the app

@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

@resultBuilder
public enum SceneBuilder {
    public static func buildBlock<S: Scene>(_ content: S) -> S { content }
}

@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { fatalError() }
}

public struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) {}
    public var body: Never { fatalError() }
}

public struct _ModifiedScene<Content>: Scene {
    public var body: Never { fatalError() }
}

extension Scene {
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> _ModifiedScene<Self> {
        fatalError()
    }
}

public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

// MARK: State

public protocol DynamicProperty {}

@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) {}
    public init(initialValue value: Value) {}
    public init() where Value: ExpressibleByNilLiteral {}
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Binding<Value>: DynamicProperty {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {}
    public init(projectedValue: Binding<Value>) {}
    public init?(_ base: Binding<Value?>) {}
    public init<V>(_ base: Binding<V>) where Value == V? {}
    public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
    public var wrappedValue: Value { get { fatalError() } nonmutating set {} }
    public var projectedValue: Binding<Value> { self }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { fatalError() }
}

@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value>: DynamicProperty {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { self }
    public init(wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable { self.wrappedValue = wrappedValue }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        fatalError()
    }
}

@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
    public var wrappedValue: Value { fatalError() }
}

public struct EnvironmentValues {
    public var colorScheme: ColorScheme
    public var accessibilityReduceMotion: Bool { fatalError() }
    public var scenePhase: ScenePhase
    public var dynamicTypeSize: DynamicTypeSize
    public var verticalSizeClass: UserInterfaceSizeClass?
    public var horizontalSizeClass: UserInterfaceSizeClass?
}

public enum ColorScheme: Hashable, Sendable { case light, dark }
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }
public enum DynamicTypeSize: Hashable, Comparable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { fatalError() }
}

// MARK: Geometry and layout values

public struct EdgeInsets: Equatable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
}

public struct Angle: Sendable {
    public static func degrees(_ d: Double) -> Angle { fatalError() }
    public static func radians(_ r: Double) -> Angle { fatalError() }
}

public struct UnitPoint: Sendable {
    public static let center = UnitPoint(), topLeading = UnitPoint(), top = UnitPoint(), leading = UnitPoint()
}

public struct HorizontalAlignment: Sendable {
    public static let leading = HorizontalAlignment(), center = HorizontalAlignment(), trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Sendable {
    public static let top = VerticalAlignment(), center = VerticalAlignment(), bottom = VerticalAlignment()
    public static let firstTextBaseline = VerticalAlignment(), lastTextBaseline = VerticalAlignment()
}

public struct Alignment: Sendable {
    public static let center = Alignment(), leading = Alignment(), trailing = Alignment(), top = Alignment()
    public static let bottom = Alignment(), topLeading = Alignment(), topTrailing = Alignment()
}

public enum Axis: Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1), vertical = Set(rawValue: 2)
    }
}

public enum ContentMode: Sendable { case fit, fill }
public enum TextAlignment: Sendable { case leading, center, trailing }
public enum ControlSize: Sendable { case mini, small, regular, large, extraLarge }
public enum CoordinateSpace: Sendable { case global, local }

public struct GeometryProxy {
    public var size: CGSize { fatalError() }
    public var safeAreaInsets: EdgeInsets { fatalError() }
}

// MARK: Colours, shapes, fonts

public protocol ShapeStyle: Sendable {}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { self }
}

public struct HierarchicalShapeStyle: ShapeStyle {}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle() }
}

public struct Color: Hashable, Sendable, ShapeStyle {
    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }
    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {}
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {}
    public func opacity(_ opacity: Double) -> Color { self }
    public static let black = Color(white: 0), white = Color(white: 1), clear = Color(white: 0, opacity: 0)
    public static let red = Color(white: 0), green = Color(white: 0), blue = Color(white: 0), orange = Color(white: 0)
    public static let yellow = Color(white: 0), gray = Color(white: 0.5)
    public static let primary = Color(white: 0), secondary = Color(white: 0.5), accentColor = Color(white: 0)
}

extension Color: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { Color(white: 0) }
    public static var white: Color { Color(white: 0) }
    public static var clear: Color { Color(white: 0) }
    public static var red: Color { Color(white: 0) }
    public static var green: Color { Color(white: 0) }
    public static var blue: Color { Color(white: 0) }
    public static var orange: Color { Color(white: 0) }
    public static var yellow: Color { Color(white: 0) }
    public static var gray: Color { Color(white: 0) }
}

public protocol Shape: View, Sendable {}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> _Modified<Self> { fatalError() }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _Modified<Self> { fatalError() }
}

public struct RoundedRectangle: Shape, _PrimitiveView {
    public init(cornerRadius: CGFloat) {}
}
public struct Circle: Shape, _PrimitiveView { public init() {} }
public struct Rectangle: Shape, _PrimitiveView { public init() {} }
public struct Capsule: Shape, _PrimitiveView { public init() {} }

public enum CGLineCap: Sendable { case butt, round, square }
public enum CGLineJoin: Sendable { case miter, round, bevel }

public struct StrokeStyle: Sendable {
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {}
}

public struct FillStyle: Sendable { public init() {} }

public struct Path: Sendable {
    public init() {}
    public init(_ rect: CGRect) {}
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {}
    public init(ellipseIn rect: CGRect) {}
    public mutating func move(to end: CGPoint) {}
    public mutating func addLine(to end: CGPoint) {}
    public mutating func addLines(_ lines: [CGPoint]) {}
    public mutating func addRect(_ rect: CGRect) {}
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {}
    public mutating func closeSubpath() {}
}

public struct Font: Hashable, Sendable {
    public struct Weight: Hashable, Sendable {
        public static let regular = Weight(), medium = Weight(), semibold = Weight(), bold = Weight()
    }
    public enum Design: Hashable, Sendable { case `default`, rounded, monospaced, serif }
    public static let largeTitle = Font(), title = Font(), title2 = Font(), title3 = Font(), headline = Font()
    public static let subheadline = Font(), body = Font(), callout = Font(), footnote = Font(), caption = Font()
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font { Font() }
    public func bold() -> Font { self }
    public func monospacedDigit() -> Font { self }
}

// MARK: Text and images

public struct Text: Equatable, Sendable {
    public init<S: StringProtocol>(_ content: S) {}
    public init(verbatim content: String) {}
    public func font(_ font: Font?) -> Text { self }
    public func bold() -> Text { self }
    public func foregroundColor(_ color: Color?) -> Text { self }
    public func monospacedDigit() -> Text { self }
}

extension Text: View {
    public typealias Body = Never
    public var body: Never { fatalError() }
}

public struct Image: _PrimitiveView {
    public init(systemName: String) {}
}

public struct Label<Title: View, Icon: View>: _PrimitiveView {}
extension Label where Title == Text, Icon == Image {
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {}
}

// MARK: Containers

public struct VStack<Content: View>: _PrimitiveView {
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct HStack<Content: View>: _PrimitiveView {
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {}
}
public struct ZStack<Content: View>: _PrimitiveView {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
}
public struct ScrollView<Content: View>: _PrimitiveView {
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {}
}
public struct ViewThatFits<Content: View>: _PrimitiveView {
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {}
}
public struct Spacer: _PrimitiveView {
    public init(minLength: CGFloat? = nil) {}
}
public struct Form<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
}
public struct Section<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}
public struct List<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: () -> Content) {}
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}
}
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: _PrimitiveView {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {}
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {}
}
public struct NavigationStack<Root: View>: _PrimitiveView {
    public init(@ViewBuilder root: () -> Root) {}
}
public struct GeometryReader<Content: View>: _PrimitiveView {
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {}
}
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {}
}
public struct LazyVGrid<Content: View>: _PrimitiveView {
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {}
}

// MARK: Timeline and canvas

public protocol TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule {}
extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
}
public struct TimelineViewDefaultContext {
    public var date: Date { fatalError() }
}
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: _PrimitiveView {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {}
}

public struct GraphicsContext {
    public struct Shading {
        public static func color(_ color: Color) -> Shading { fatalError() }
    }
    public struct ResolvedText {
        public func measure(in size: CGSize) -> CGSize { fatalError() }
        public func firstBaseline(in size: CGSize) -> CGFloat { fatalError() }
    }
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {}
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {}
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {}
    public func resolve(_ text: Text) -> ResolvedText { fatalError() }
    public func draw(_ text: ResolvedText, at point: CGPoint, anchor: UnitPoint = .center) {}
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}
    public mutating func translateBy(x: CGFloat, y: CGFloat) {}
    public mutating func rotate(by angle: Angle) {}
    public mutating func scaleBy(x: CGFloat, y: CGFloat) {}
}

public struct Canvas: _PrimitiveView {
    public init(opaque: Bool = false, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) {}
}

// MARK: Controls

public enum ButtonRole: Sendable { case destructive, cancel }

public struct Button<Label: View>: _PrimitiveView {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
}
extension Button where Label == Text {
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
}

public struct Toggle<Label: View>: _PrimitiveView {}
extension Toggle where Label == Text {
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

public struct Slider<Label: View>: _PrimitiveView {
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label) where V.Stride: BinaryFloatingPoint {}
}

public struct Stepper<Label: View>: _PrimitiveView {}
extension Stepper where Label == Text {
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>,
                                                  step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {}
}

public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: _PrimitiveView {
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
}
extension Picker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {}
}

public struct Menu<Label: View, Content: View>: _PrimitiveView {}
extension Menu where Label == Text {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
}

public struct TextField<Label: View>: _PrimitiveView {}
extension TextField where Label == Text {
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {}
}

public struct ProgressView<Label: View>: _PrimitiveView {}
extension ProgressView where Label == EmptyView {
    public init() {}
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {}
}

// MARK: Styles

public protocol PrimitiveButtonStyle {}
public struct PlainButtonStyle: PrimitiveButtonStyle {}
public struct BorderedButtonStyle: PrimitiveButtonStyle {}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {}
public struct BorderlessButtonStyle: PrimitiveButtonStyle {}
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: Self { Self() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: Self { Self() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: Self { Self() } }

public protocol TextFieldStyle {}
public struct RoundedBorderTextFieldStyle: TextFieldStyle {}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle { public static var roundedBorder: Self { Self() } }

public protocol PickerStyle {}
public struct SegmentedPickerStyle: PickerStyle {}
public struct MenuPickerStyle: PickerStyle {}
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: Self { Self() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: Self { Self() } }

// MARK: Gestures

public protocol Gesture {
    associatedtype Value
}
public struct _EndedGesture<G: Gesture>: Gesture { public typealias Value = G.Value }
extension Gesture {
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { fatalError() }
}
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable, Sendable { public var location: CGPoint }
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {}
}

// MARK: Accessibility

public struct AccessibilityTraits: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1), isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4), isStaticText = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
}

public struct AccessibilityChildBehavior: Sendable {
    public static let ignore = AccessibilityChildBehavior(), contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

public enum AccessibilityNotification {
    public struct Announcement {
        public init(_ announcement: AttributedString) {}
        public init(_ announcement: String) {}
        public func post() {}
    }
}

/// Apple: `AttributeScopes.AccessibilityAttributes.SpeechAnnouncementPriorityAttribute`.
public enum AccessibilitySpeechAnnouncementPriority: Hashable, Sendable { case low, `default`, high }

extension AttributedString {
    public var accessibilitySpeechAnnouncementPriority: AccessibilitySpeechAnnouncementPriority? {
        get { nil }
        set {}
    }
}

// MARK: Modifiers

extension View {
    public func font(_ font: Font?) -> _Modified<Self> { fatalError() }
    public func bold(_ isActive: Bool = true) -> _Modified<Self> { fatalError() }
    public func monospacedDigit() -> _Modified<Self> { fatalError() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _Modified<Self> { fatalError() }
    public func foregroundColor(_ color: Color?) -> _Modified<Self> { fatalError() }
    public func tint(_ tint: Color?) -> _Modified<Self> { fatalError() }
    public func opacity(_ opacity: Double) -> _Modified<Self> { fatalError() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _Modified<Self> { fatalError() }
    public func lineLimit(_ number: Int?) -> _Modified<Self> { fatalError() }
    public func minimumScaleFactor(_ factor: CGFloat) -> _Modified<Self> { fatalError() }
    public func fixedSize() -> _Modified<Self> { fatalError() }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> _Modified<Self> { fatalError() }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> _Modified<Self> {
        fatalError()
    }
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> _Modified<Self> { fatalError() }
    public func padding(_ length: CGFloat? = nil) -> _Modified<Self> { fatalError() }
    public func padding(_ insets: EdgeInsets) -> _Modified<Self> { fatalError() }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _Modified<Self> { fatalError() }
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> _Modified<Self> { fatalError() }
    public func ignoresSafeArea() -> _Modified<Self> { fatalError() }
    public func background<S: ShapeStyle>(_ style: S) -> _Modified<Self> { fatalError() }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> _Modified<Self> { fatalError() }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _Modified<Self> {
        fatalError()
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> _Modified<Self> { fatalError() }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> _Modified<Self> {
        fatalError()
    }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> _Modified<Self> {
        fatalError()
    }
    public func contentShape<S: Shape>(_ shape: S) -> _Modified<Self> { fatalError() }
    public func allowsHitTesting(_ enabled: Bool) -> _Modified<Self> { fatalError() }
    public func disabled(_ disabled: Bool) -> _Modified<Self> { fatalError() }
    public func tag<V: Hashable>(_ tag: V) -> _Modified<Self> { fatalError() }
    public func id<ID: Hashable>(_ id: ID) -> _Modified<Self> { fatalError() }

    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> _Modified<Self> { fatalError() }
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> _Modified<Self> { fatalError() }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> _Modified<Self> { fatalError() }
    public func controlSize(_ controlSize: ControlSize) -> _Modified<Self> { fatalError() }

    public func gesture<G: Gesture>(_ gesture: G) -> _Modified<Self> { fatalError() }
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping @MainActor (CGPoint) -> Void) -> _Modified<Self> { fatalError() }
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> _Modified<Self> {
        fatalError()
    }
    public func onSubmit(_ action: @escaping @MainActor () -> Void) -> _Modified<Self> { fatalError() }
    public func onAppear(perform action: (@MainActor () -> Void)? = nil) -> _Modified<Self> { fatalError() }
    public func onDisappear(perform action: (@MainActor () -> Void)? = nil) -> _Modified<Self> { fatalError() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor () -> Void) -> _Modified<Self> { fatalError() }
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping @MainActor (_ oldValue: V, _ newValue: V) -> Void)
        -> _Modified<Self> { fatalError() }

    public func sheet<C: View>(isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil,
                               @ViewBuilder content: @escaping () -> C) -> _Modified<Self> { fatalError() }
    public func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                  @ViewBuilder actions: () -> A) -> _Modified<Self> { fatalError() }
    public func alert<S: StringProtocol, A: View, M: View>(_ title: S, isPresented: Binding<Bool>,
                                                           @ViewBuilder actions: () -> A,
                                                           @ViewBuilder message: () -> M) -> _Modified<Self> {
        fatalError()
    }
    public func confirmationDialog<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>,
                                                               @ViewBuilder actions: () -> A) -> _Modified<Self> {
        fatalError()
    }
    public func toolbar<C: View>(@ViewBuilder content: () -> C) -> _Modified<Self> { fatalError() }
    public func navigationTitle<S: StringProtocol>(_ title: S) -> _Modified<Self> { fatalError() }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> _Modified<Self> { fatalError() }
    public func statusBarHidden(_ hidden: Bool = true) -> _Modified<Self> { fatalError() }

    public func accessibilityHidden(_ hidden: Bool) -> _Modified<Self> { fatalError() }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> _Modified<Self> { fatalError() }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> _Modified<Self> { fatalError() }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> _Modified<Self> { fatalError() }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> _Modified<Self> { fatalError() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> _Modified<Self> { fatalError() }
    public func accessibilityAction(_ handler: @escaping @MainActor () -> Void) -> _Modified<Self> { fatalError() }
}
