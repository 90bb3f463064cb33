; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @i64_index(ptr addrspace(1) %0, ptr addrspace(1) %1, i64 %2, i64 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %8 = zext nneg i32 %7 to i64, !dbg !11
  %9 = shl nuw nsw i64 %8, 8, !dbg !11
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %11 = shl nuw nsw i32 %10, 1, !dbg !12
  %12 = and i32 %11, 254, !dbg !12
  %13 = or disjoint i32 %12, 1, !dbg !12
  %14 = zext nneg i32 %12 to i64, !dbg !12
  %15 = zext nneg i32 %13 to i64, !dbg !12
  %16 = or disjoint i64 %9, %14, !dbg !11
  %17 = or disjoint i64 %9, %15, !dbg !11
  %18 = icmp slt i64 %16, %2, !dbg !13
  %19 = icmp slt i64 %17, %2, !dbg !13
  %20 = getelementptr [8 x i8], ptr addrspace(1) %1, i64 %16, !dbg !14
  %21 = mul i64 %3, %16, !dbg !15
  %22 = mul i64 %17, %3, !dbg !15
  %23 = getelementptr [8 x i8], ptr addrspace(1) %0, i64 %21, !dbg !16
  %24 = getelementptr [8 x i8], ptr addrspace(1) %0, i64 %22, !dbg !16
  %25 = tail call i64 asm sideeffect "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b"(ptr addrspace(1) %23, i1 %18) #2, !dbg !17
  %26 = tail call i64 asm sideeffect "mov.u64 $0, 0x0;\0A\09@$2 ld.global.b64 { $0 }, [ $1 + 0 ];", "=l,l,b"(ptr addrspace(1) %24, i1 %19) #2, !dbg !17
  %27 = mul i64 %25, 3, !dbg !17
  %28 = mul i64 %26, 3, !dbg !17
  %29 = add i64 %27, -1, !dbg !17
  %30 = add i64 %28, -1, !dbg !17
  tail call void asm sideeffect "@$2 st.global.b64 [ $1 + 0 ], { $0 };", "l,l,b"(i64 %29, ptr addrspace(1) %20, i1 %18) #2, !dbg !18
  tail call void asm sideeffect "@$2 st.global.b64 [ $1 + 8 ], { $0 };", "l,l,b"(i64 %30, ptr addrspace(1) %20, i1 %19) #2, !dbg !18
  ret void, !dbg !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "i64_index", linkageName: "i64_index", scope: !1, file: !1, line: 150, type: !5, scopeLine: 150, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 64, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 152, column: 12, scope: !4)
!12 = !DILocation(line: 152, column: 52, scope: !4)
!13 = !DILocation(line: 153, column: 9, scope: !4)
!14 = !DILocation(line: 154, column: 14, scope: !4)
!15 = !DILocation(line: 154, column: 38, scope: !4)
!16 = !DILocation(line: 154, column: 34, scope: !4)
!17 = !DILocation(line: 154, column: 26, scope: !4)
!18 = !DILocation(line: 154, column: 5, scope: !4)
!19 = !DILocation(line: 150, column: 1, scope: !4)
