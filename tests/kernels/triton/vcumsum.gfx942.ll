; ModuleID = 'LLVMDialectModule'
source_filename = "LLVMDialectModule"
target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgpu9.42-amd-amdhsa"

@global_smem = external local_unnamed_addr addrspace(3) global [0 x i8], align 16

; Function Attrs: mustprogress norecurse nounwind willreturn
define amdgpu_kernel void @vcumsum(ptr addrspace(1) inreg nofree readonly captures(none) %0, ptr addrspace(1) inreg nofree writeonly captures(none) %1, ptr addrspace(1) inreg nofree readnone captures(none) %2, ptr addrspace(1) inreg nofree readnone captures(none) %3) local_unnamed_addr #0 !dbg !4 {
  %5 = tail call i32 @llvm.amdgcn.workitem.id.x(), !dbg !11
  %6 = lshr i32 %5, 6, !dbg !11
  %7 = and i32 %6, 3, !dbg !11
  %8 = tail call i32 @llvm.amdgcn.readfirstlane.i32(i32 %7), !dbg !12
  %9 = tail call i32 @llvm.amdgcn.workgroup.id.x(), !dbg !13
  %10 = shl i32 %9, 8, !dbg !13
  %11 = and i32 %5, 63, !dbg !12
  %12 = shl i32 %8, 6, !dbg !12
  %.masked = and i32 %12, 192, !dbg !12
  %13 = or disjoint i32 %.masked, %10, !dbg !14
  %14 = or disjoint i32 %13, %11, !dbg !14
  %15 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %0, i16 0, i64 2147483646, i32 159744), !dbg !15
  %16 = shl i32 %14, 2, !dbg !15
  %17 = tail call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %15, i32 %16, i32 0, i32 0), !dbg !15
  %18 = tail call i32 @llvm.usub.sat.i32(i32 %11, i32 1), !dbg !16
  %19 = shl nuw nsw i32 %18, 2, !dbg !16
  %20 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %19, i32 %17), !dbg !16
  %.not = icmp eq i32 %11, 0, !dbg !16
  %21 = select i1 %.not, i32 0, i32 %20, !dbg !16
  %22 = add i32 %21, %17, !dbg !16
  %23 = icmp samesign ult i32 %11, 2, !dbg !16
  %24 = shl nuw nsw i32 %11, 2, !dbg !16
  %25 = add nsw i32 %24, -8, !dbg !16
  %26 = select i1 %23, i32 %24, i32 %25, !dbg !16
  %27 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %26, i32 %22), !dbg !16
  %28 = icmp samesign ugt i32 %11, 1, !dbg !16
  %29 = select i1 %28, i32 %27, i32 0, !dbg !16
  %30 = add i32 %22, %29, !dbg !16
  %31 = icmp samesign ult i32 %11, 4, !dbg !16
  %32 = add nsw i32 %24, -16, !dbg !16
  %33 = select i1 %31, i32 %24, i32 %32, !dbg !16
  %34 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %33, i32 %30), !dbg !16
  %35 = icmp samesign ugt i32 %11, 3, !dbg !16
  %36 = select i1 %35, i32 %34, i32 0, !dbg !16
  %37 = add i32 %30, %36, !dbg !16
  %38 = icmp samesign ult i32 %11, 8, !dbg !16
  %39 = add nsw i32 %24, -32, !dbg !16
  %40 = select i1 %38, i32 %24, i32 %39, !dbg !16
  %41 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %40, i32 %37), !dbg !16
  %42 = icmp samesign ugt i32 %11, 7, !dbg !16
  %43 = select i1 %42, i32 %41, i32 0, !dbg !16
  %44 = add i32 %37, %43, !dbg !16
  %45 = icmp samesign ult i32 %11, 16, !dbg !16
  %46 = add nsw i32 %24, -64, !dbg !16
  %47 = select i1 %45, i32 %24, i32 %46, !dbg !16
  %48 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %47, i32 %44), !dbg !16
  %49 = icmp samesign ugt i32 %11, 15, !dbg !16
  %50 = select i1 %49, i32 %48, i32 0, !dbg !16
  %51 = add i32 %44, %50, !dbg !16
  %52 = icmp samesign ult i32 %11, 32, !dbg !16
  %53 = add nsw i32 %24, -128, !dbg !16
  %54 = select i1 %52, i32 %24, i32 %53, !dbg !16
  %55 = tail call i32 @llvm.amdgcn.ds.bpermute(i32 %54, i32 %51), !dbg !16
  %56 = icmp samesign ugt i32 %11, 31, !dbg !16
  %57 = select i1 %56, i32 %55, i32 0, !dbg !16
  %58 = add i32 %51, %57, !dbg !16
  %59 = icmp eq i32 %11, 63, !dbg !16
  br i1 %59, label %60, label %62, !dbg !16

60:                                               ; preds = %4
  %61 = getelementptr [4 x i8], ptr addrspace(3) @global_smem, i32 %7
  store i32 %58, ptr addrspace(3) %61, align 4, !dbg !16
  br label %62, !dbg !16

62:                                               ; preds = %60, %4
  fence syncscope("workgroup") release, !dbg !16, !mmra !21
  tail call void @llvm.amdgcn.s.barrier(), !dbg !16
  fence syncscope("workgroup") acquire, !dbg !16, !mmra !21
  %.not1 = icmp eq i32 %7, 0, !dbg !16
  %63 = load <2 x i32>, ptr addrspace(3) @global_smem, align 16, !dbg !16
  %64 = icmp samesign ugt i32 %7, 1, !dbg !16
  %65 = extractelement <2 x i32> %63, i64 0, !dbg !16
  %66 = extractelement <2 x i32> %63, i64 1, !dbg !22
  %67 = add i32 %66, %65, !dbg !22
  %68 = select i1 %64, i32 %67, i32 %65, !dbg !16
  %69 = load i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @global_smem, i32 8), align 8, !dbg !16
  %70 = icmp eq i32 %7, 3, !dbg !16
  %71 = add i32 %67, %69, !dbg !22
  %72 = select i1 %70, i32 %71, i32 %68, !dbg !16
  %73 = select i1 %.not1, i32 0, i32 %72, !dbg !16
  %74 = add i32 %73, %58, !dbg !16
  %75 = tail call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %1, i16 0, i64 2147483646, i32 159744), !dbg !11
  tail call void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32 %74, ptr addrspace(8) %75, i32 %16, i32 0, i32 0), !dbg !11
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef range(i32 0, 1024) i32 @llvm.amdgcn.workitem.id.x() #1

; Function Attrs: convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.readfirstlane.i32(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare noundef i32 @llvm.amdgcn.workgroup.id.x() #1

; Function Attrs: mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) readnone, i16, i64, i32) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) readonly captures(none), i32, i32, i32 immarg) #4

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn memory(none)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32) #5

; Function Attrs: convergent mustprogress nocallback nofree nounwind willreturn
declare void @llvm.amdgcn.s.barrier() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write)
declare void @llvm.amdgcn.raw.ptr.buffer.store.i32(i32, ptr addrspace(8) writeonly captures(none), i32, i32, i32 immarg) #7

; Function Attrs: nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #8

attributes #0 = { mustprogress norecurse nounwind willreturn "amdgpu-agpr-alloc"="0" "amdgpu-cluster-dims"="1,1,1" "amdgpu-flat-work-group-size"="1,256" "amdgpu-no-cluster-id-x" "amdgpu-no-cluster-id-y" "amdgpu-no-cluster-id-z" "amdgpu-no-completion-action" "amdgpu-no-default-queue" "amdgpu-no-dispatch-id" "amdgpu-no-dispatch-ptr" "amdgpu-no-flat-scratch-init" "amdgpu-no-heap-ptr" "amdgpu-no-hostcall-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-lds-kernel-id" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-queue-ptr" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-wwm" "denormal-fp-math-f32"="ieee" "uniform-work-group-size" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { convergent mustprogress nocallback nocreateundeforpoison nofree nounwind willreturn memory(none) }
attributes #3 = { mustprogress nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #5 = { convergent mustprogress nocallback nofree nounwind willreturn memory(none) }
attributes #6 = { convergent mustprogress nocallback nofree nounwind willreturn }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nocreateundeforpoison nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3}

!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "triton", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly)
!1 = !DIFile(filename: "kernels.py", directory: ".")
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"amdhsa_code_object_version", i32 500}
!4 = distinct !DISubprogram(name: "vcumsum", linkageName: "vcumsum", scope: !1, file: !1, line: 45, type: !5, scopeLine: 45, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!5 = !DISubroutineType(cc: DW_CC_normal, types: !6)
!6 = !{null, !7, !7, !9, !9}
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !8, size: 64, dwarfAddressSpace: 1)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIDerivedType(tag: DW_TAG_pointer_type, name: "pointer", baseType: !10, size: 64, dwarfAddressSpace: 1)
!10 = !DIBasicType(name: "unknown_type", encoding: DW_ATE_signed)
!11 = !DILocation(line: 47, column: 5, scope: !4)
!12 = !DILocation(line: 46, column: 39, scope: !4)
!13 = !DILocation(line: 46, column: 12, scope: !4)
!14 = !DILocation(line: 47, column: 14, scope: !4)
!15 = !DILocation(line: 47, column: 36, scope: !4)
!16 = !DILocation(line: 358, column: 12, scope: !17, inlinedAt: !19)
!17 = distinct !DILexicalBlockFile(scope: !4, file: !18, discriminator: 0)
!18 = !DIFile(filename: "standard.py", directory: ".")
!19 = !DILocation(line: 47, column: 26, scope: !20)
!20 = distinct !DILexicalBlockFile(scope: !4, file: !1, discriminator: 0)
!21 = !{!"amdgpu-synchronize-as", !"local"}
!22 = !DILocation(line: 287, column: 12, scope: !17, inlinedAt: !16)
!23 = !DILocation(line: 45, column: 1, scope: !4)
