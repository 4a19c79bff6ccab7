import { useEffect } from 'react';
import { Box, CloseButton, Flex, Text } from '@chakra-ui/react';
import { useAppSelector } from '@/store/hooks';
import { selectToken } from '@/store/auth/selectors';
import { selectBaseSetting } from '@/store/settings/selectors';
import { helpUrlWithToken } from './geometry';
import { helpTexts } from './texts';
import { useFloatingPanel } from './useFloatingPanel';

/** The floating 帮助中心 panel: dragged by its title bar, resized from its bottom-right corner. */
export default function HelpPopup({ onClose }: { onClose: () => void }) {
  const token = useAppSelector(selectToken);
  const base = useAppSelector(selectBaseSetting);
  const { geo, active, corner, dragHandle, resizeHandle } = useFloatingPanel();
  const src = helpUrlWithToken(base?.helpUrl ?? '', token);

  // Esc closes it, as it closes every dialog (keys typed inside the embedded page stay there).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  return (
    <Box
      role="dialog"
      aria-label={helpTexts.title}
      data-testid="help-popup"
      position="fixed"
      // inline, not style props: a new emotion class for every pixel of a drag would pile up
      style={{ left: geo.x, top: geo.y, width: geo.width, height: geo.height }}
      zIndex="modal"
      bg="bg"
      borderWidth="1px"
      borderRadius="md"
      boxShadow="lg"
      display="flex"
      flexDirection="column"
      overflow="hidden"
    >
      <Flex
        data-testid="help-popup-titlebar"
        align="center"
        justify="space-between"
        px="3"
        py="2"
        bg="brand.500"
        color="white"
        cursor={active === 'drag' ? 'grabbing' : 'grab'}
        userSelect="none"
        style={{ touchAction: 'none' }}
        {...dragHandle}
      >
        <Text fontWeight="bold">{helpTexts.title}</Text>
        <CloseButton size="sm" color="white" aria-label={helpTexts.close} onPointerDown={(e) => e.stopPropagation()} onClick={onClose} />
      </Flex>
      <Box flex="1" position="relative">
        {src ? (
          <iframe
            title={helpTexts.title}
            src={src}
            style={{ width: '100%', height: '100%', border: 0, pointerEvents: active ? 'none' : 'auto' }}
          />
        ) : (
          <Text p="4" color="fg.muted">
            {helpTexts.noAddress}
          </Text>
        )}
      </Box>
      <Box
        data-testid="help-popup-resize"
        aria-label={helpTexts.resize}
        position="absolute"
        width="16px"
        height="16px"
        cursor="nwse-resize"
        // inline like the panel's own geometry; off the panel's corner when the window cuts that off
        style={{
          right: corner.right,
          bottom: corner.bottom,
          touchAction: 'none',
          background: 'linear-gradient(135deg, transparent 50%, var(--chakra-colors-brand-500) 50%)',
        }}
        {...resizeHandle}
      />
    </Box>
  );
}
