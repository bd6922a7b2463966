export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { installPeerAddressHeader } = await import('./http/peerAddress')
    installPeerAddressHeader()
    const { installGracefulStop } = await import('./http/gracefulStop')
    installGracefulStop()
  }
}
