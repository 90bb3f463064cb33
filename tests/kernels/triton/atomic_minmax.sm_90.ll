; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-p3:32:32-p4:32:32-p5:32:32-p6:32:32-p7:32:32-p101:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: nounwind
define ptx_kernel void @atomic_minmax(ptr addrspace(1) %0, ptr addrspace(1) %1, i32 %2, ptr addrspace(1) nofree readnone captures(none) %3, ptr addrspace(1) nofree readnone captures(none) %4) local_unnamed_addr #0 !dbg !4 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !12
  %7 = shl i32 %6, 8, !dbg !12
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !13
  %9 = and i32 %8, 127, !dbg !13
  %10 = shl nuw nsw i32 %9, 1, !dbg !13
  %11 = or disjoint i32 %10, %7, !dbg !12
  %12 = or disjoint i32 %11, 1, !dbg !12
  %13 = or i32 %7, %8, !dbg !12
  %14 = icmp slt i32 %11, %2, !dbg !14
  %15 = icmp slt i32 %12, %2, !dbg !14
  %16 = sext i32 %11 to i64, !dbg !15
  %17 = getelementptr [4 x i8], ptr addrspace(1) %0, i64 %16, !dbg !15
  %18 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 0 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %17, i1 %14) #3, !dbg !16
  %19 = tail call i32 asm sideeffect "mov.u32 $0, $1;\0A\09@$3 ld.global.b32 { $0 }, [ $2 + 4 ];", "=r,r,l,b"(i32 0, ptr addrspace(1) %17, i1 %15) #3, !dbg !16
  %20 = srem i32 %13, 16, !dbg !17
  %21 = sext i32 %20 to i64, !dbg !18
  %22 = getelementptr [4 x i8], ptr addrspace(1) %1, i64 %21, !dbg !18
  %23 = icmp slt i32 %18, 0, !dbg !19
  %24 = icmp slt i32 %19, 0, !dbg !19
  %25 = xor i1 %23, true, !dbg !19
  %26 = xor i1 %24, true, !dbg !19
  %27 = and i1 %14, %25, !dbg !19
  %28 = and i1 %15, %26, !dbg !19
  %29 = shl nuw nsw i32 %9, 2, !dbg !19
  %30 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %29, !dbg !19
  %31 = insertelement <1 x i32> poison, i32 %18, i64 0, !dbg !19
  store <1 x i32> %31, ptr addrspace(3) %30, align 4, !dbg !19
  %32 = xor i32 %29, 576, !dbg !19
  %33 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %32, !dbg !19
  %34 = insertelement <1 x i32> poison, i32 %19, i64 0, !dbg !19
  store <1 x i32> %34, ptr addrspace(3) %33, align 4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %35 = shl nuw nsw i32 %8, 1, !dbg !19
  %36 = and i32 %35, 252, !dbg !19
  %37 = and i32 %8, 1, !dbg !19
  %38 = icmp eq i32 %37, 0, !dbg !19
  %39 = select i1 %38, i32 0, i32 576, !dbg !19
  %40 = xor i32 %39, %36, !dbg !19
  %41 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %40, !dbg !19
  %42 = load i32, ptr addrspace(3) %41, align 4, !dbg !19
  %43 = getelementptr inbounds nuw i8, ptr addrspace(3) %41, i32 256, !dbg !19
  %44 = load i32, ptr addrspace(3) %43, align 4, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %45 = zext i1 %27 to i8, !dbg !19
  %46 = zext i1 %28 to i8, !dbg !19
  %47 = shl nuw nsw i32 %8, 2, !dbg !19
  %48 = and i32 %47, 124, !dbg !19
  %49 = lshr i32 %8, 4, !dbg !19
  %50 = and i32 %49, 2, !dbg !19
  %51 = and i32 %8, 64, !dbg !19
  %52 = lshr exact i32 %51, 6, !dbg !19
  %53 = or disjoint i32 %50, %52, !dbg !19
  %54 = or disjoint i32 %53, %48, !dbg !19
  %55 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %54, !dbg !19
  %56 = insertelement <1 x i8> poison, i8 %45, i64 0, !dbg !19
  store <1 x i8> %56, ptr addrspace(3) %55, align 1, !dbg !19
  %57 = xor i32 %54, 192, !dbg !19
  %58 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %57, !dbg !19
  %59 = insertelement <1 x i8> poison, i8 %46, i64 0, !dbg !19
  store <1 x i8> %59, ptr addrspace(3) %58, align 1, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %60 = and i32 %35, 124, !dbg !19
  %61 = select i1 %38, i32 0, i32 192, !dbg !19
  %62 = lshr exact i32 %51, 5, !dbg !19
  %63 = xor i32 %61, %60, !dbg !19
  %64 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %62, !dbg !19
  %65 = getelementptr inbounds nuw i8, ptr addrspace(3) %64, i32 %63, !dbg !19
  %66 = load <16 x i1>, ptr addrspace(3) %65, align 2, !dbg !19
  %67 = extractelement <16 x i1> %66, i64 0, !dbg !19
  %68 = extractelement <16 x i1> %66, i64 8, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %69 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %22, i32 %42, i1 %67) #3, !dbg !19
  %70 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %22, i32 %44, i1 %68) #3, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %71 = and i1 %14, %23, !dbg !19
  %72 = and i1 %15, %24, !dbg !19
  %73 = zext i1 %71 to i8, !dbg !19
  %74 = zext i1 %72 to i8, !dbg !19
  %75 = insertelement <1 x i8> poison, i8 %73, i64 0, !dbg !19
  store <1 x i8> %75, ptr addrspace(3) %55, align 1, !dbg !19
  %76 = insertelement <1 x i8> poison, i8 %74, i64 0, !dbg !19
  store <1 x i8> %76, ptr addrspace(3) %58, align 1, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %77 = load <16 x i1>, ptr addrspace(3) %65, align 2, !dbg !19
  %78 = extractelement <16 x i1> %77, i64 0, !dbg !19
  %79 = extractelement <16 x i1> %77, i64 8, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %80 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %22, i32 %42, i1 %78) #3, !dbg !19
  %81 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %22, i32 %44, i1 %79) #3, !dbg !19
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !19
  %82 = getelementptr i8, ptr addrspace(1) %1, i64 64, !dbg !20
  %83 = getelementptr [4 x i8], ptr addrspace(1) %82, i64 %21, !dbg !20
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %84 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %83, i32 %42, i1 %67) #3, !dbg !21
  %85 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.min.s32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %83, i32 %44, i1 %68) #3, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  %86 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %83, i32 %42, i1 %78) #3, !dbg !21
  %87 = tail call i32 asm sideeffect "mov.u32 $0, 0x0;\0A\09@$3 atom.global.gpu.acq_rel.max.u32 $0, [ $1 + 0 ], $2;", "=r,l,r,b"(ptr addrspace(1) %83, i32 %44, i1 %79) #3, !dbg !21
  tail call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0), !dbg !21
  ret void, !dbg !22
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
!4 = distinct !DISubprogram(name: "atomic_minmax", linkageName: "atomic_minmax", scope: !1, file: !1, line: 239, type: !5, scopeLine: 239, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !10, !10}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !11, size: 64, dwarfAddressSpace: 1)
!11 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!12 = !DILocation(line: 243, column: 12, scope: !4)
!13 = !DILocation(line: 243, column: 39, scope: !4)
!14 = !DILocation(line: 244, column: 9, scope: !4)
!15 = !DILocation(line: 245, column: 17, scope: !4)
!16 = !DILocation(line: 245, column: 9, scope: !4)
!17 = !DILocation(line: 246, column: 25, scope: !4)
!18 = !DILocation(line: 246, column: 19, scope: !4)
!19 = !DILocation(line: 246, column: 5, scope: !4)
!20 = !DILocation(line: 247, column: 19, scope: !4)
!21 = !DILocation(line: 247, column: 5, scope: !4)
!22 = !DILocation(line: 239, column: 1, scope: !4)
