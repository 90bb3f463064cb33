; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @histogram(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !11
  %7 = shl i32 %6, 8, !dbg !11
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !12
  %9 = and i32 %8, 127, !dbg !12
  %10 = shl nuw nsw i32 %9, 1, !dbg !12
  %11 = or disjoint i32 %10, %7, !dbg !11
  %12 = or disjoint i32 %11, 1, !dbg !11
  %13 = or disjoint i32 %7, %9, !dbg !11
  %14 = or disjoint i32 %13, 128, !dbg !11
  %15 = icmp slt i32 %11, %2, !dbg !13
  %16 = icmp slt i32 %12, %2, !dbg !13
  %17 = icmp slt i32 %13, %2, !dbg !13
  %18 = icmp slt i32 %14, %2, !dbg !13
  %19 = sext i32 %11 to i64, !dbg !14
  %20 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %19, !dbg !14
  %21 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 0 ];", "=r,l,b"(ptr addrspace(1) %20, i1 %15) #3, !dbg !15
  %22 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$2 ld.global.b32 { $0 }, [ $1 + 4 ];", "=r,l,b"(ptr addrspace(1) %20, i1 %16) #3, !dbg !15
  %23 = insertelement <2 x i32> poison, i32 %21, i64 0, !dbg !15
  %24 = insertelement <2 x i32> %23, i32 %22, i64 1, !dbg !15
  %25 = srem <2 x i32> %24, splat (i32 16), !dbg !15
  %26 = extractelement <2 x i32> %25, i64 0, !dbg !16
  %27 = sext i32 %26 to i64, !dbg !16
  %28 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %27, !dbg !16
  %29 = extractelement <2 x i32> %25, i64 1, !dbg !16
  %30 = sext i32 %29 to i64, !dbg !16
  %31 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %30, !dbg !16
  %32 = ptrtoint ptr addrspace(1) %28 to i64, !dbg !17
  %33 = ptrtoint ptr addrspace(1) %31 to i64, !dbg !17
  %34 = shl nuw nsw i32 %9, 3, !dbg !17
  %35 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %34, !dbg !17
  %36 = insertelement <1 x i64> poison, i64 %32, i64 0, !dbg !17
  store <1 x i64> %36, ptr addrspace(3) %35, align 8, !dbg !17
  %37 = xor i32 %34, 1088, !dbg !17
  %38 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %37, !dbg !17
  %39 = insertelement <1 x i64> poison, i64 %33, i64 0, !dbg !17
  store <1 x i64> %39, ptr addrspace(3) %38, align 8, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %40 = shl nuw nsw i32 %8, 2, !dbg !17
  %41 = and i32 %40, 504, !dbg !17
  %42 = and i32 %8, 1, !dbg !17
  %43 = icmp eq i32 %42, 0, !dbg !17
  %44 = select i1 %43, i32 0, i32 1088, !dbg !17
  %45 = xor i32 %44, %41, !dbg !17
  %46 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %45, !dbg !17
  %47 = load i64, ptr addrspace(3) %46, align 8, !dbg !17
  %48 = getelementptr inbounds nuw i8, ptr addrspace(3) %46, i32 512, !dbg !17
  %49 = load i64, ptr addrspace(3) %48, align 8, !dbg !17
  %50 = inttoptr i64 %47 to ptr addrspace(1), !dbg !17
  %51 = inttoptr i64 %49 to ptr addrspace(1), !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  %52 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %50, i32 1, i1 %17) #3, !dbg !17
  %53 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.add.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %51, i32 1, i1 %18) #3, !dbg !17
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !17
  ret void, !dbg !18
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
!4 = distinct !DISubprogram(name: "histogram", linkageName: "histogram", scope: !1, file: !1, line: 79, type: !5, scopeLine: 79, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !8, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 80, column: 12, scope: !4)
!12 = !DILocation(line: 80, column: 39, scope: !4)
!13 = !DILocation(line: 81, column: 9, scope: !4)
!14 = !DILocation(line: 82, column: 17, scope: !4)
!15 = !DILocation(line: 82, column: 9, scope: !4)
!16 = !DILocation(line: 83, column: 19, scope: !4)
!17 = !DILocation(line: 83, column: 5, scope: !4)
!18 = !DILocation(line: 79, column: 1, scope: !4)
