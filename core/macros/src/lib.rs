//! `#[export]`: the one way the Ludo core exports a function or an object's methods
//! through UniFFI (`core/src/ffi`, docs/bindings.md "Panic guard").
//!
//! It writes `#[uniffi::export]` and runs the body of every export that returns a
//! `Result` inside `crate::ffi::error::guard`, named as the shells and the tests see
//! it (`default_rules`, `LudoTable.roll`), so a panic becomes `LudoError::Internal`
//! and never crosses the FFI. The guard used to be written by hand around each of
//! 73 bodies, with its name typed out; a forgotten or misnamed guard is now not
//! possible. Exports that return no `Result` cannot report an error and are left to
//! UniFFI's own catch (a panic there is the shell's `InternalException`).

use proc_macro::TokenStream;
use quote::quote;
use syn::{Block, ImplItem, Item, ReturnType, Signature, Type, parse_macro_input, parse_quote};

/// Exports a free function or an `impl` block's public methods through UniFFI, each
/// fallible one inside the panic guard. Arguments are passed on to
/// `#[uniffi::export(...)]`.
#[proc_macro_attribute]
pub fn export(args: TokenStream, item: TokenStream) -> TokenStream {
    let args = proc_macro2::TokenStream::from(args);
    let mut item = parse_macro_input!(item as Item);
    match &mut item {
        Item::Fn(f) => {
            let name = f.sig.ident.to_string();
            guard(&f.sig, &mut f.block, &name);
        }
        Item::Impl(i) => {
            let Type::Path(ty) = &*i.self_ty else {
                return error(&i.self_ty, "#[export] impl: expected a named type");
            };
            let owner = ty.path.segments.last().map(|s| s.ident.to_string());
            let owner = owner.unwrap_or_default();
            for it in &mut i.items {
                if let ImplItem::Fn(m) = it {
                    let name = format!("{owner}.{}", m.sig.ident);
                    guard(&m.sig, &mut m.block, &name);
                }
            }
        }
        other => return error(other, "#[export] goes on a fn or an impl block"),
    }
    quote!(#[uniffi::export(#args)] #item).into()
}

/// Wraps `block` in the guard named `name` when `sig` returns a `Result`.
fn guard(sig: &Signature, block: &mut Block, name: &str) {
    let ReturnType::Type(_, ty) = &sig.output else {
        return;
    };
    let Type::Path(p) = &**ty else { return };
    if p.path.segments.last().is_none_or(|s| s.ident != "Result") {
        return;
    }
    let body = &*block;
    *block = parse_quote!({ crate::ffi::error::guard(#name, || #body) });
}

fn error(at: &impl quote::ToTokens, msg: &str) -> TokenStream {
    syn::Error::new_spanned(at, msg).to_compile_error().into()
}
