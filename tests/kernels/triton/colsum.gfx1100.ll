; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu11.00-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @colsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %5), !dbg !11
  %7 = lshr i32 %6, 5, !dbg !11
  %8 = and i32 %7, 3, !dbg !11
  %9 = and i32 %5, 31, !dbg !12
  %10 = shl nuw nsw i32 %5, 4, !dbg !13
  %11 = and i32 %10, 112, !dbg !13
  %12 = shl nuw nsw i32 %8, 9, !dbg !14
  %.masked = and i32 %10, 384, !dbg !14
  %13 = or disjoint i32 %12, %.masked, !dbg !14
  %14 = or disjoint i32 %13, %11, !dbg !14
  %15 = or disjoint i32 %14, 6144, !dbg !14
  %16 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 822243328), !dbg !15
  %17 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %16, i32 %14, i32 0, i32 0), !dbg !15
  %18 = extractelement <4 x i32> %17, i64 0, !dbg !15
  %19 = extractelement <4 x i32> %17, i64 1, !dbg !15
  %20 = extractelement <4 x i32> %17, i64 2, !dbg !15
  %21 = extractelement <4 x i32> %17, i64 3, !dbg !15
  %22 = or disjoint i32 %14, 2048, !dbg !15
  %23 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %16, i32 %22, i32 0, i32 0), !dbg !15
  %24 = extractelement <4 x i32> %23, i64 0, !dbg !15
  %25 = extractelement <4 x i32> %23, i64 1, !dbg !15
  %26 = extractelement <4 x i32> %23, i64 2, !dbg !15
  %27 = extractelement <4 x i32> %23, i64 3, !dbg !15
  %28 = or disjoint i32 %14, 4096, !dbg !15
  %29 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %16, i32 %28, i32 0, i32 0), !dbg !15
  %30 = extractelement <4 x i32> %29, i64 0, !dbg !15
  %31 = extractelement <4 x i32> %29, i64 1, !dbg !15
  %32 = extractelement <4 x i32> %29, i64 2, !dbg !15
  %33 = extractelement <4 x i32> %29, i64 3, !dbg !15
  %34 = tail call <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) %16, i32 %15, i32 0, i32 0), !dbg !15
  %35 = extractelement <4 x i32> %34, i64 0, !dbg !15
  %36 = extractelement <4 x i32> %34, i64 1, !dbg !15
  %37 = extractelement <4 x i32> %34, i64 2, !dbg !15
  %38 = extractelement <4 x i32> %34, i64 3, !dbg !15
  %39 = add i32 %24, %18, !dbg !16
  %40 = add i32 %39, %30, !dbg !16
  %41 = add i32 %40, %35, !dbg !16
  %42 = add i32 %25, %19, !dbg !16
  %43 = add i32 %42, %31, !dbg !16
  %44 = add i32 %43, %36, !dbg !16
  %45 = add i32 %26, %20, !dbg !16
  %46 = add i32 %45, %32, !dbg !16
  %47 = add i32 %46, %37, !dbg !16
  %48 = add i32 %27, %21, !dbg !16
  %49 = add i32 %48, %33, !dbg !16
  %50 = add i32 %49, %38, !dbg !16
  %51 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %41, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %52 = add i32 %41, %51, !dbg !16
  %53 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %52, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %54 = add i32 %52, %53, !dbg !16
  %55 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %44, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %56 = add i32 %55, %44, !dbg !16
  %57 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %56, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %58 = add i32 %56, %57, !dbg !16
  %59 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %47, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %60 = add i32 %59, %47, !dbg !16
  %61 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %60, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %62 = add i32 %60, %61, !dbg !16
  %63 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %50, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %64 = add i32 %63, %50, !dbg !16
  %65 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %64, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %66 = add i32 %64, %65, !dbg !16
  %67 = shl nuw nsw i32 %8, 7, !dbg !19
  %68 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %11, !dbg !19
  %69 = getelementptr inbounds nuw i8, ptr addrspace(3) %68, i32 %67, !dbg !19
  %70 = insertelement <4 x i32> poison, i32 %54, i64 0, !dbg !19
  %71 = insertelement <4 x i32> %70, i32 %58, i64 1, !dbg !19
  %72 = insertelement <4 x i32> %71, i32 %62, i64 2, !dbg !19
  %73 = insertelement <4 x i32> %72, i32 %66, i64 3, !dbg !19
  store <4 x i32> %73, ptr addrspace(3) %69, align 16, !dbg !19
  fence syncscope("workgroup") release, !dbg !19
  tail call void @llvm.amdgcn.s.barrier(), !dbg !19
  fence syncscope("workgroup") acquire, !dbg !19
  %74 = shl nuw nsw i32 %9, 4, !dbg !19
  %75 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %74, !dbg !19
  %76 = load <4 x i32>, ptr addrspace(3) %75, align 16, !dbg !19
  %77 = extractelement <4 x i32> %76, i64 0, !dbg !19
  %78 = extractelement <4 x i32> %76, i64 1, !dbg !19
  %79 = extractelement <4 x i32> %76, i64 2, !dbg !19
  %80 = extractelement <4 x i32> %76, i64 3, !dbg !19
  %81 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %77, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %82 = add i32 %77, %81, !dbg !16
  %83 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %82, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %84 = add i32 %82, %83, !dbg !16
  %85 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %78, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %86 = add i32 %85, %78, !dbg !16
  %87 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %86, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %88 = add i32 %86, %87, !dbg !16
  %89 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %79, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %90 = add i32 %89, %79, !dbg !16
  %91 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %90, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %92 = add i32 %90, %91, !dbg !16
  %93 = tail call i32 @llvm.amdgcn.permlanex16.i32(i32 poison, i32 %80, i32 1985229328, i32 -19088744, i1 true, i1 false), !dbg !19
  %94 = add i32 %93, %80, !dbg !16
  %95 = tail call i32 @llvm.amdgcn.update.dpp.i32(i32 poison, i32 %94, i32 360, i32 15, i32 15, i1 true), !dbg !19
  %96 = add i32 %94, %95, !dbg !16
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %97 = insertelement <4 x i32> poison, i32 %84, i64 0, !dbg !11
  %98 = insertelement <4 x i32> %97, i32 %88, i64 1, !dbg !11
  %99 = insertelement <4 x i32> %98, i32 %92, i64 2, !dbg !11
  %100 = insertelement <4 x i32> %99, i32 %96, i64 3, !dbg !11
  store <4 x i32> %100, ptr addrspace(3) %68, align 16, !dbg !11
  fence syncscope("workgroup") release, !dbg !11
  tail call void @llvm.amdgcn.s.barrier(), !dbg !11
  fence syncscope("workgroup") acquire, !dbg !11
  %101 = shl nuw nsw i32 %9, 2, !dbg !11
  %102 = getelementptr inbounds nuw i8, ptr addrspace(3) @global_smem, i32 %101, !dbg !11
  %103 = load i32, ptr addrspace(3) %102, align 4, !dbg !11
  %104 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 822243328), !dbg !11
  %105 = icmp eq i32 %8, 0, !dbg !11
  %106 = select i1 %105, i32 %101, i32 -2147483648, !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %103, ptr addrspace(8) %104, i32 %106, i32 0, i32 0), !dbg !11
  ret void, !dbg !22
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare <4 x i32> @llvm.amdgcn.raw.ptr.buffer.load.v4i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.permlanex16.i32(i32, i32, i32, i32, i1 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32 immarg, i32 immarg, i32 immarg, i1 immarg) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,128" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "colsum", linkageName: "colsum", scope: !1, file: !1, line: 71, type: !5, scopeLine: 71, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 75, column: 5, scope: !4)
!12 = !DILocation(line: 73, column: 9, scope: !4)
!13 = !DILocation(line: 74, column: 9, scope: !4)
!14 = !DILocation(line: 75, column: 52, scope: !4)
!15 = !DILocation(line: 75, column: 44, scope: !4)
!16 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 314, column: 12, scope: !17, inlinedAt: !20)
!20 = !DILocation(line: 75, column: 37, scope: !21)
!21 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!22 = !DILocation(line: 71, column: 1, scope: !4)
