; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

; Function Attrs: nounwind
define ptx_kernel void @atomic_add_half(ptr addrspace(1) %0, ptr addrspace(1) %1, ptr addrspace(1) %2, i32 %3, ptr addrspace(1) nofree readnone captures(none) %4, ptr addrspace(1) nofree readnone captures(none) %5) local_unnamed_addr #0 !dbg !4 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %8 = shl i32 %7, 8, !dbg !14
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %10 = shl nuw nsw i32 %9, 1, !dbg !15
  %11 = and i32 %10, 254, !dbg !15
  %12 = or disjoint i32 %11, %8, !dbg !14
  %13 = or disjoint i32 %12, 1, !dbg !14
  %14 = icmp slt i32 %12, %3, !dbg !16
  %15 = icmp slt i32 %13, %3, !dbg !16
  %16 = sext i32 %12 to i64, !dbg !17
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !17
  %18 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %17, i1 %14) #3, !dbg !18
  %19 = bitcast i32 %18 to float, !dbg !18
  %20 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %17, i1 %15) #3, !dbg !18
  %21 = bitcast i32 %20 to float, !dbg !18
  %22 = insertelement <2 x i32> poison, i32 %12, i64 0, !dbg !19
  %23 = insertelement <2 x i32> %22, i32 %13, i64 1, !dbg !19
  %24 = srem <2 x i32> %23, splat (i32 16), !dbg !19
  %25 = extractelement <2 x i32> %24, i64 0, !dbg !20
  %26 = sext i32 %25 to i64, !dbg !20
  %27 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %26, !dbg !20
  %28 = extractelement <2 x i32> %24, i64 1, !dbg !20
  %29 = sext i32 %28 to i64, !dbg !20
  %30 = getelementptr [2 x i8], ptr addrspace(1) %1, i64 %29, !dbg !20
  %31 = fptrunc float %19 to half, !dbg !21
  %32 = fptrunc float %21 to half, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %33 = tail call half asm sideeffect "mov.u16 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.noftz.f16 $0, [ $1 + 0 ], $2;", "=h,l,h,b"(ptr addrspace(1) %27, half %31, i1 %14) #3, !dbg !22
  %34 = tail call half asm sideeffect "mov.u16 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.noftz.f16 $0, [ $1 + 0 ], $2;", "=h,l,h,b"(ptr addrspace(1) %30, half %32, i1 %15) #3, !dbg !22
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !22
  %35 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %26, !dbg !23
  %36 = getelementptr [2 x i8], ptr addrspace(1) %2, i64 %29, !dbg !23
  %37 = fptrunc float %19 to bfloat, !dbg !24
  %38 = fptrunc float %21 to bfloat, !dbg !24
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  %39 = tail call bfloat asm sideeffect "mov.u16 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.noftz.bf16 $0, [ $1 + 0 ], $2;", "=h,l,h,b"(ptr addrspace(1) %35, bfloat %37, i1 %14) #3, !dbg !25
  %40 = tail call bfloat asm sideeffect "mov.u16 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.noftz.bf16 $0, [ $1 + 0 ], $2;", "=h,l,h,b"(ptr addrspace(1) %36, bfloat %38, i1 %15) #3, !dbg !25
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !25
  ret void, !dbg !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 2147483647) i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32) #2

attributes #0 = { nounwind "nvvm.reqntid"="128" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 4, !"nvvm-reflect-ftz", i32 1}
!4 = distinct !DISubprogram(name: "atomic_add_half", linkageName: "atomic_add_half", scope: !1, file: !1, line: 251, type: !5, scopeLine: 251, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !9, !11, !13, !11, !11}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "half", size: 16, encoding: DW_ATE_float)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !12, size: 64, dwarfAddressSpace: 1)
!12 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DILocation(line: 254, column: 12, scope: !4)
!15 = !DILocation(line: 254, column: 39, scope: !4)
!16 = !DILocation(line: 255, column: 9, scope: !4)
!17 = !DILocation(line: 256, column: 17, scope: !4)
!18 = !DILocation(line: 256, column: 9, scope: !4)
!19 = !DILocation(line: 257, column: 25, scope: !4)
!20 = !DILocation(line: 257, column: 19, scope: !4)
!21 = !DILocation(line: 257, column: 38, scope: !4)
!22 = !DILocation(line: 257, column: 5, scope: !4)
!23 = !DILocation(line: 258, column: 19, scope: !4)
!24 = !DILocation(line: 258, column: 38, scope: !4)
!25 = !DILocation(line: 258, column: 5, scope: !4)
!26 = !DILocation(line: 251, column: 1, scope: !4)
